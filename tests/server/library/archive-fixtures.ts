import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packTar } from 'modern-tar'

const repo = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Real RAR and 7z archives, made by their own tools, shipped inside two npm packages (dev
 * dependencies, MIT): RAR cannot be written with free tools, so a test cannot build one.
 * - unrar-js 0.2.3 `test/test.rar`: RAR 4, a 560×350 JPEG (`testContent/pug.jpg`) and a text file.
 * - libarchive.js 1.3.0 `test/files/archives/`: the same five files as RAR 4, RAR 5 and 7z (LZMA2).
 */
export const realArchives = {
  rar4WithPicture: join(repo, 'node_modules/unrar-js/test/test.rar'),
  rar4: join(repo, 'node_modules/libarchive.js/test/files/archives/rar/test-v4.rar'),
  rar5: join(repo, 'node_modules/libarchive.js/test/files/archives/rar/test-v5.rar'),
  sevenZip: join(repo, 'node_modules/libarchive.js/test/files/archives/7z/lzma2.7z'),
}

/** A PDF of a Debian package (shared-mime-info's specification): 17 pages, an outline of 3 chapters. */
export const realPdf = '/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf'

export interface TarEntry {
  name: string
  data?: Buffer | string
  type?: 'file' | 'directory' | 'symlink' | 'link'
  linkname?: string
}

/**
 * A 7z of these entries, any names at all (`../evil.jpg`): a tar written here, which libarchive's
 * bsdtar turns into a 7z as it is (`-P`, names untouched).
 */
export async function sevenZipOf(entries: TarEntry[]) {
  const tar = await packTar(
    entries.map(({ name, data = '', type = 'file', linkname }) => ({
      header: { name, type, linkname, size: type === 'file' ? Buffer.byteLength(data) : 0 },
      body: type === 'file' ? new Uint8Array(Buffer.from(data)) : undefined,
    })),
  )
  const dir = mkdtempSync(join(tmpdir(), 'mot-7z-'))
  try {
    writeFileSync(join(dir, 'in.tar'), tar)
    execFileSync(
      'bsdtar',
      ['-c', '-f', join(dir, 'out.7z'), '--format', '7zip', '-P', `@${join(dir, 'in.tar')}`],
      {
        stdio: 'ignore',
      },
    )
    return readFileSync(join(dir, 'out.7z'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A 7z made by 7-Zip itself (Debian's 7zip, `7zz`) of these files, named as given. */
export function sevenZipBy7zip(files: Record<string, Buffer | string>) {
  const dir = mkdtempSync(join(tmpdir(), 'mot-7zz-'))
  try {
    for (const [name, data] of Object.entries(files)) {
      execFileSync('mkdir', ['-p', join(dir, 'in', name, '..')])
      writeFileSync(join(dir, 'in', name), data)
    }
    execFileSync('7zz', ['a', '-bd', '-mx=5', join(dir, 'out.7z'), '.'], {
      cwd: join(dir, 'in'),
      stdio: 'ignore',
    })
    return readFileSync(join(dir, 'out.7z'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A HEIC (HEIF holding HEVC, as phones save pictures) of this PNG, made by libheif's `heif-enc`. */
export function heicOf(png: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'mot-heic-'))
  try {
    writeFileSync(join(dir, 'in.png'), png)
    execFileSync('heif-enc', ['-q', '60', '-o', join(dir, 'out.heic'), join(dir, 'in.png')], {
      stdio: 'ignore',
    })
    return readFileSync(join(dir, 'out.heic'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
