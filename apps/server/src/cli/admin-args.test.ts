import { describe, expect, it } from 'vitest';
import { adminCommands } from './admin-commands.js';
import { parseCommandArgs } from './admin-args.js';

/** The README's forms of the admin commands (issue 21: `--key KEY` failed, only `--key=KEY` worked). */
describe('admin command arguments', () => {
  it('reads both --option VALUE and --option=VALUE', () => {
    const command = adminCommands['set-remote-config'];
    for (const args of [
      ['--key', 'UI_MODE', '--value', '1'],
      ['--key=UI_MODE', '--value=1'],
    ]) {
      const parsed = parseCommandArgs(command, args);
      expect(parsed.success, args.join(' ')).toBe(true);
      expect(parsed.data).toEqual({ key: 'UI_MODE', value: '1' });
    }
    const org = parseCommandArgs(adminCommands['create-org'], [
      '--name',
      'Skin Clinic',
      '--mini-apps',
      'bDemo,bGPT',
    ]);
    expect(org.data).toEqual({ name: 'Skin Clinic', 'mini-apps': 'bDemo,bGPT' });
  });

  it('keeps an empty value (clearing a key) and refuses a missing one', () => {
    const command = adminCommands['set-remote-config'];
    expect(parseCommandArgs(command, ['--key', 'LINK_ABOUT_US', '--value', '']).data).toEqual({
      key: 'LINK_ABOUT_US',
      value: '',
    });
    expect(parseCommandArgs(command, ['--key', 'LINK_ABOUT_US']).success).toBe(false);
  });
});
