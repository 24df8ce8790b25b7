import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/*
 * A software authenticator for the server's tests (a passkey's whole way in a browser is
 * tests/e2e/two-factor.spec.ts): an ES256 key pair, attestation 'none', the authenticator data and
 * signatures WebAuthn §6 describes, written out here rather than with the server's library.
 */

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16)
  readonly #key: KeyObject
  readonly #publicJwk: { x: string; y: string }
  counter = 0
  userHandle: string | undefined

  readonly rpId: string
  readonly origin: string

  constructor(rpId: string, origin: string) {
    this.rpId = rpId
    this.origin = origin
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.#key = privateKey
    this.#publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  }

  #authData(flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(this.counter)
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }

  /** `navigator.credentials.create()`'s answer (RegistrationResponseJSON) to `options`. */
  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.#publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.#publicJwk.y, 'base64url')],
      ]),
    )
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(cose)])
    // User present, user verified, attested credential data.
    const authData = this.#authData(0x45, attested)
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    )
    const clientData = {
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    }
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64(Buffer.from(JSON.stringify(clientData))),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    }
  }

  /**
   * `navigator.credentials.get()`'s answer (AuthenticationResponseJSON); the counter moves on unless
   * `sameCounter`, and the person is verified unless `userVerified` is false.
   */
  authenticate(options: { challenge: string }, { sameCounter = false, userVerified = true } = {}) {
    if (!sameCounter) this.counter += 1
    // User present (0x01), and verified (0x04) unless said otherwise: a key only touched.
    const authData = this.#authData(userVerified ? 0x05 : 0x01)
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    )
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(this.#key)
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: this.userHandle,
      },
    }
  }
}
