/**
 * useTimedMessage(ms = 3000): [message, show(text), clear()] — a message that clears itself
 * after `ms` (the product's 3-second confirmations). Showing a new message restarts the timer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const CONFIRMATION_MS = 3000;

export function useTimedMessage(
  ms: number = CONFIRMATION_MS,
): [string | null, (text: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
