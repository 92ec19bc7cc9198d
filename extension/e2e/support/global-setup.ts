import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const extensionRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the end-to-end variant of the extension into .output/chrome-mv3-e2e/. */
export default function globalSetup(): void {
  execFileSync('npx', ['wxt', 'build', '--mode', 'e2e'], { cwd: extensionRoot, stdio: 'inherit' });
}
