import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

const UA = {
  chrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};

describe('deviceName', () => {
  it('names the browser and the operating system', () => {
    expect(deviceName(UA.chrome, 'mac')).toBe('Chrome on macOS');
    expect(deviceName(UA.edge, 'win')).toBe('Edge on Windows');
    expect(deviceName(UA.firefox, 'linux')).toBe('Firefox on Linux');
    expect(deviceName(UA.chrome.replace('Chrome/', 'HeadlessChrome/'), 'linux')).toBe(
      'Chrome on Linux',
    );
  });

  it('does without an unknown system', () => {
    expect(deviceName(UA.firefox, undefined)).toBe('Firefox');
    expect(deviceName('curl/8', 'haiku')).toBe('Browser on haiku');
  });
});
