import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale } from '../i18n/i18n';

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

// The app's language for component tests: English, from its compiled catalogue as the app loads
// it (decision 0040), so every part renders the specification's words.
await activateLocale('en');
