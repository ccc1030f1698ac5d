import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Node's BroadcastChannel reaches every worker of the test run, where a browser's reaches only
// one origin's tabs: each test file gets channels of its own, so one file's sign-in (announced
// to the other tabs, data/session) is not heard by another file's.
const NativeChannel = globalThis.BroadcastChannel;
const ownChannels = Math.random().toString(36).slice(2);
globalThis.BroadcastChannel = class extends NativeChannel {
  constructor(name: string) {
    super(`${name}:${ownChannels}`);
  }
};
