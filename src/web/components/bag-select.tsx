/**
 * BagSelect: a labelled select of the player's bags, each by its name.
 *   <BagSelect label="Bag" bags value={bagId} onChange={(bagId) => …}
 *     first={[{ value: 'all', label: 'All bags' }]} nameOf={(bag) => …} className? />
 * `first`: the options before the bags ('All bags', 'Select a bag'); `nameOf`: a bag's option
 * text when it is not just its name.
 */
import type { Bag } from '../../core/bag-types';
import { Select, type SelectOption, type SelectProps } from './ui/select';

export function BagSelect({
  bags,
  first = [],
  nameOf = (bag) => bag.name,
  onChange,
  ...select
}: Omit<SelectProps, 'options' | 'onChange'> & {
  bags: readonly Bag[];
  first?: readonly SelectOption[];
  nameOf?: (bag: Bag) => string;
  onChange: (bagId: string) => void;
}) {
  return (
    <Select
      {...select}
      onChange={(e) => onChange(e.target.value)}
      options={[...first, ...bags.map((bag) => ({ value: bag.id, label: nameOf(bag) }))]}
    />
  );
}
