/** The narrow-screen 'Hide Bag Stats' / 'Show Bag Stats' button (hidden from 768 px up). */
import { Button } from '../../components/ui/button';

export function StatsToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={shown}
      aria-controls="bag-stats"
      onClick={onToggle}
      className="md:hidden"
    >
      {shown ? 'Hide Bag Stats' : 'Show Bag Stats'}
    </Button>
  );
}
