/** The narrow-screen 'Hide Bag Stats' / 'Show Bag Stats' button (hidden from 768 px up). */
import { Trans } from '@lingui/react/macro';
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
      {shown ? <Trans>Hide Bag Stats</Trans> : <Trans>Show Bag Stats</Trans>}
    </Button>
  );
}
