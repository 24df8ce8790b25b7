import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Refusal } from './refusal.ts'

const run = promisify(execFile)

/** How long libheif may take over one picture. */
const convertSeconds = 60

/**
 * A HEIC picture (HEIF holding HEVC, as phones save them) as a JPEG: no browser but Safari shows one,
 * and this server's libvips cannot decode HEVC, so libheif's `heif-convert` (Debian's
 * libheif-examples) converts it, in a process of its own, killed past its time.
 */
export async function heicToJpeg(bytes: Buffer, name: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'mot-heic-'))
  try {
    await writeFile(join(dir, 'page.heic'), bytes)
    await run('heif-convert', ['-q', '90', join(dir, 'page.heic'), join(dir, 'page.jpg')], {
      timeout: convertSeconds * 1000,
      killSignal: 'SIGKILL',
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error('a HEIC page needs heif-convert (libheif-examples), which is not installed')
      throw new Refusal(`${name} is a HEIC picture libheif cannot read`)
    })
    return await readFile(join(dir, 'page.jpg'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
