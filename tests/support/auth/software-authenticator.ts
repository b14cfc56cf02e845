import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A passkey authenticator in software, for server tests that need real WebAuthn answers without a browser (the
// journeys use Chromium's virtual authenticator instead). It does what a platform authenticator does for a site:
// makes a P-256 key pair for the relying party, answers a registration with a "none" attestation (the public key
// as a COSE key, CBOR-encoded), and answers a sign-in challenge with an ECDSA signature over the authenticator
// data and the client data's hash, its signature counter moving forward each time. Only what @simplewebauthn's
// checks read is made; nothing here is trusted by the app beyond what the WebAuthn specification says.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A CBOR item's head (RFC 8949): the major type and a length or value that fits in up to 2 bytes. */
function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The little CBOR WebAuthn needs: small integers, text, bytes and maps. */
function cbor(item: Cbor): Buffer {
  if (typeof item === 'number') return item >= 0 ? head(0, item) : head(1, -1 - item);
  if (typeof item === 'string') {
    const text = Buffer.from(item, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (item instanceof Uint8Array) return Buffer.concat([head(2, item.length), item]);
  return Buffer.concat([head(5, item.size), ...[...item].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const UP = 0x01; // the user was present
const UV = 0x04; // and verified (a PIN or biometric)
const AT = 0x40; // attested credential data follows

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface AuthenticationOptions {
  challenge: string;
  rpId?: string;
}

/** One passkey on one device: made by `register`, then used by `authenticate`. */
export class SoftwarePasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private rpId = '';
  private userHandle = '';
  private counter = 0;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** The browser's answer to registration options (@simplewebauthn/browser's JSON), from the page at `origin`. */
  register(options: RegistrationOptions, origin: string) {
    this.rpId = options.rp.id ?? new URL(origin).hostname;
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none given
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * The passkey as Chromium's virtual authenticator takes it (DevTools' WebAuthn.addCredential: binary fields in
   * base64), so a journey's browser holds the very passkey the account registered.
   */
  forChromium() {
    return {
      credentialId: this.credentialId.toString('base64'),
      isResidentCredential: true,
      rpId: this.rpId,
      privateKey: this.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: Buffer.from(this.userHandle, 'base64url').toString('base64'),
      signCount: this.counter,
    };
  }

  /**
   * The browser's answer to a sign-in challenge, from the page at `origin`. `signWith` signs it with another
   * key than the one registered (a forged answer that names this passkey).
   */
  authenticate(options: AuthenticationOptions, origin: string, signWith?: SoftwarePasskey) {
    this.counter += 1;
    const rpId = options.rpId ?? this.rpId;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), counterBytes(this.counter)]);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), {
      key: (signWith ?? this).privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
