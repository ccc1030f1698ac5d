import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | null;
}

const DEVICES = new Set(['desktop', 'mobile', 'tablet']);

/** What a player would call the device of a session: "Firefox", "Android", "mobile". */
export function describeUserAgent(userAgent: string): DeviceDescription {
  if (!userAgent.trim()) return { browser: null, os: null, device: null };
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 1000));
  const type = platform.type ?? '';
  return {
    browser: browser.name || null,
    os: os.name || null,
    device: DEVICES.has(type) ? (type as DeviceDescription['device']) : null,
  };
}
