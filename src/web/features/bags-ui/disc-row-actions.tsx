/** The Edit and Remove buttons of a bag disc row or card; clicks do not reach the row. */
import { Button } from '../../components/ui/button';

export function DiscRowActions({
  name,
  onEdit,
  onRemove,
}: {
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <span className="inline-flex gap-1" onClick={(e) => e.stopPropagation()}>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </span>
  );
}
