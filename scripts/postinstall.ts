/**
 * npm skips an optional package whose `engines` exclude the Node that runs npm. On a machine whose
 * own Node is older than 22, that drops the native Lingui compiler the build needs. By now the pinned
 * Node 24 is installed (this script runs on it), so run npm once more on Node 24 to add what it skipped.
 */
import { spawnSync } from 'node:child_process'

/** Asked in a fresh process each time: a failed import is remembered by the process that tried it. */
const nativeToolsLoad = () =>
  spawnSync(process.execPath, ['--input-type=module', '-e', "await import('@lingui/native-tools')"])
    .status === 0

const npmCli = process.env.npm_execpath
if (!nativeToolsLoad() && npmCli) {
  console.log('Installing the native packages npm skipped on an older Node…')
  const run = spawnSync(
    process.execPath,
    [npmCli, 'install', '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      stdio: 'inherit',
    },
  )
  if (run.status !== 0 || !nativeToolsLoad()) {
    console.error('The native Lingui compiler could not be installed: run npm with Node 24 or newer.')
    process.exit(1)
  }
}
