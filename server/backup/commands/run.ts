import type { BackupSummary } from '../take.ts'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const describeBackup = (summary: BackupSummary) =>
  `Backup written: ${summary.file} (${megabytes(summary.bytes)}): ${summary.rows} rows in ` +
  `${summary.tables} tables, ${summary.files} files ${summary.filesIncluded ? 'inside' : 'listed with their checksums (not inside: --no-media)'}; ` +
  `checksum in ${summary.file}.sha256`

/**
 * Runs a command's work: an error the operator can act on (the ones named) is printed as its
 * message alone, with exit code 1; anything else is a fault, printed whole.
 */
export async function runCommand(work: () => Promise<void>, expected: (new (...args: never[]) => Error)[]) {
  try {
    await work()
  } catch (error) {
    if (expected.some((kind) => error instanceof kind)) {
      console.error((error as Error).message)
      process.exit(1)
    }
    throw error
  }
}
