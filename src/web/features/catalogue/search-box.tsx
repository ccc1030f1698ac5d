/**
 * The text search (docs/product.md): the URL is updated 500 ms after the last keystroke. A term set
 * from elsewhere (cleared by adding a filter, Back/Forward) replaces what is in the box.
 * '/' anywhere outside a text field focuses the box.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../core/search/query';
import { controlClasses, labelClasses } from '../../components/ui/field-styles';
import { SearchIcon } from '../../components/ui/icons';
import { cn } from '../../components/ui/cn';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function SearchBox({
  term,
  placeholder,
  onCommit,
}: {
  term: string;
  placeholder: string;
  onCommit: (term: string) => void;
}) {
  const [draft, setDraft] = useState(term);
  const [seen, setSeen] = useState(term);
  if (seen !== term) {
    setSeen(term);
    setDraft(term);
  }
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  useEffect(() => {
    if (draft === term) return;
    const timer = setTimeout(() => commit.current(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      e.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div>
      <label htmlFor="disc-search" className={labelClasses}>
        <Trans>Search discs</Trans>
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-fg-subtle" />
        <input
          ref={input}
          id="disc-search"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit.current(draft);
          }}
          placeholder={placeholder}
          autoComplete="off"
          aria-keyshortcuts="/"
          className={cn(controlClasses(false), 'pl-10')}
        />
      </div>
    </div>
  );
}
