/**
 * A disc's category and stability label as the page's language says them (the core's table,
 * core/i18n/core-message-list.ts); a category the table does not know (a catalogue's own word)
 * stays as the catalogue writes it.
 *   <CategoryName category={disc.category} />   <StabilityName label="Overstable" />
 */
import { useCoreMessage } from '../i18n/core-message';

export function CategoryName({ category }: { category: string }) {
  return useCoreMessage()(category);
}

export function StabilityName({ label }: { label: string }) {
  return useCoreMessage()(label);
}
