// Passkey ceremonies (WebAuthn, through SimpleWebAuthn): options for the browser and the
// verification of its answers. The challenge of each ceremony is kept server-side
// (auth_challenges), answered once, and expires after a few minutes.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Database } from '../../db/client.ts'
import * as accounts from '../stores/accounts.ts'
import type { AccountConfig } from './config.ts'

export type { AuthenticationResponseJSON, RegistrationResponseJSON }

export async function registrationOptions(
  db: Database,
  config: AccountConfig,
  member: accounts.Member,
) {
  const existing = await accounts.passkeysOf(db, member.id)
  const options = await generateRegistrationOptions({
    rpName: config.rpName,
    rpID: config.rpId,
    userName: member.email,
    userDisplayName: member.displayName,
    userID: Buffer.from(member.webauthnUserId, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
  const challengeId = await accounts.saveChallenge(db, {
    challenge: options.challenge,
    purpose: 'add-passkey',
    memberId: member.id,
  })
  return { challengeId, options }
}

/** Verifies a new passkey and stores it; false when the answer does not verify. */
export async function verifyRegistration(
  db: Database,
  config: AccountConfig,
  member: accounts.Member,
  input: { challengeId: string; response: RegistrationResponseJSON; name: string },
): Promise<boolean> {
  const challenge = await accounts.takeChallenge(db, input.challengeId, 'add-passkey', member.id)
  if (!challenge) return false
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: config.allowedOrigins,
    expectedRPID: config.rpId,
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) return false
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
  if (await accounts.passkeyById(db, credential.id)) return false
  await accounts.addPasskey(db, {
    id: credential.id,
    memberId: member.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: input.name,
  })
  return true
}

/** Options for a sign-in with any passkey of this site (discoverable credentials). */
export async function authenticationOptions(db: Database, config: AccountConfig) {
  const options = await generateAuthenticationOptions({
    rpID: config.rpId,
    userVerification: 'preferred',
  })
  const challengeId = await accounts.saveChallenge(db, {
    challenge: options.challenge,
    purpose: 'sign-in',
    memberId: null,
  })
  return { challengeId, options }
}

/** The member whose passkey answered the challenge, or null (unknown key, bad answer, replay). */
export async function verifyAuthentication(
  db: Database,
  config: AccountConfig,
  input: { challengeId: string; response: AuthenticationResponseJSON },
): Promise<number | null> {
  const challenge = await accounts.takeChallenge(db, input.challengeId, 'sign-in', null)
  if (!challenge) return null
  const passkey = await accounts.passkeyById(db, input.response.id)
  if (!passkey) return null
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: config.allowedOrigins,
    expectedRPID: config.rpId,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) return null
  await accounts.recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter)
  return passkey.memberId
}
