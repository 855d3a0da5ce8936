// Accounts over HTTP, as a browser and as an attacker drives them: e-mail links (sign-up and
// sign-in, one use, no enumeration), sessions (cookie attributes, rotation, idle and absolute
// expiry, sign out everywhere), passkeys (add, sign in, replay), CSRF, profile, export, deletion.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { members, sessions } from '../../../db/schema/accounts.ts'
import { forumAuthors, forumComments, forumPosts } from '../../../db/schema/forum.ts'
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../stores/accounts.ts'
import { SITE_ORIGIN, type BrowserClient } from '../../testing/browser-client.ts'
import { softAuthenticator } from '../../testing/soft-authenticator.ts'
import { EMAIL_LINKS_PER_HOUR } from './account.ts'
import { setUpMemberSite, SESSION_COOKIE } from '../../testing/member-site.ts'

const site = setUpMemberSite({ env: { RATE_LIMIT_CONTACT: '5', RATE_LIMIT_CONTACT_GLOBAL: '60' } })
const { browser } = site
const COOKIE = SESSION_COOKIE

/** The token of the newest link mailed to `email`, read from the outbox as an admin would. */
async function latestLinkToken(email: string): Promise<string> {
  const mail = await site.admin().account.mailOutbox({ to: email, limit: 1 })
  const match = /#([\w-]+)/.exec(mail[0]?.text ?? '')
  if (!match?.[1]) throw new Error(`no link mailed to ${email}`)
  return match[1]
}

async function signUp(email: string, displayName = 'Test Member'): Promise<BrowserClient> {
  const client = browser()
  const asked = await client.mutate('account.requestEmailLink', { email, displayName })
  expect(asked.status).toBe(200)
  const used = await client.mutate('account.useEmailLink', { token: await latestLinkToken(email) })
  expect(used.status).toBe(200)
  return client
}

describe('e-mail links', () => {
  it('sign up: the link creates the account with the asked name and signs it in', async () => {
    const client = await signUp('ada@example.com', 'Ada Lovelace')
    const me = await client.query('account.me')
    expect(me.body).toMatchObject({ displayName: 'Ada Lovelace', initials: 'AL', role: 'member' })
  })

  it('answers the same whether or not the address has an account (no enumeration)', async () => {
    await signUp('known@example.com')
    const known = await browser().mutate('account.requestEmailLink', { email: 'known@example.com' })
    const unknown = await browser().mutate('account.requestEmailLink', {
      email: 'nobody@example.com',
    })
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(unknown.body)
    expect(known.setCookie).toEqual(unknown.setCookie)
  })

  it('a link works once; a used, unknown or guessed token is a 400 that signs no one in', async () => {
    const client = browser()
    await client.mutate('account.requestEmailLink', { email: 'once@example.com' })
    const token = await latestLinkToken('once@example.com')
    expect((await client.mutate('account.useEmailLink', { token })).status).toBe(200)
    const sessionsBefore = await site.db.db.select({ id: sessions.id }).from(sessions)
    const attacker = browser()
    const replay = await attacker.mutate('account.useEmailLink', { token })
    expect(replay.status).toBe(400)
    expect(replay.body).toMatchObject({
      error: { message: expect.stringMatching(/invalid or has expired/) },
    })
    for (let i = 0; i < 20; i++) {
      const guess = await attacker.mutate('account.useEmailLink', {
        token: `${token.slice(0, -4)}${String(i).padStart(4, 'A')}`,
      })
      expect(guess.status).toBe(400)
    }
    expect(attacker.cookie).toBeUndefined()
    expect(await site.db.db.select({ id: sessions.id }).from(sessions)).toHaveLength(
      sessionsBefore.length,
    )
  })

  it('limits links per address, whether or not it has an account', async () => {
    const email = 'flood@example.com'
    for (let i = 0; i < EMAIL_LINKS_PER_HOUR; i++)
      expect((await browser().mutate('account.requestEmailLink', { email })).status).toBe(200)
    const refused = await browser().mutate('account.requestEmailLink', { email })
    expect(refused.status).toBe(429)
  })

  it('the mail outbox is for administrators only', async () => {
    const asMember = await signUp('curious@example.com')
    expect((await asMember.query('account.mailOutbox', { limit: 5 })).status).toBe(401)
  })
})

describe('sessions', () => {
  it('sets an HttpOnly, Secure, SameSite=Lax __Host- cookie for the whole site', async () => {
    const client = browser()
    await client.mutate('account.requestEmailLink', { email: 'cookie@example.com' })
    const used = await client.mutate('account.useEmailLink', {
      token: await latestLinkToken('cookie@example.com'),
    })
    const line = used.setCookie.find((l) => l.startsWith(`${COOKIE}=`)) ?? ''
    expect(line).toMatch(/HttpOnly/)
    expect(line).toMatch(/Secure/)
    expect(line).toMatch(/SameSite=Lax/)
    expect(line).toMatch(/Path=\//)
    expect(line).not.toMatch(/Domain=/)
  })

  it('rotates at sign-in: a planted session token is worthless afterwards (fixation)', async () => {
    const victim = await signUp('fixed@example.com')
    const planted = victim.cookie
    await victim.mutate('account.requestEmailLink', { email: 'fixed@example.com' })
    await victim.mutate('account.useEmailLink', {
      token: await latestLinkToken('fixed@example.com'),
    })
    expect(victim.cookie).not.toBe(planted)
    const attacker = browser()
    attacker.cookie = planted
    expect((await attacker.query('account.me')).body).toBeNull()
    // An invented token is ignored too: sign-in never adopts a token it did not issue.
    const invented = browser()
    invented.cookie = `${COOKIE}=${'A'.repeat(43)}`
    await invented.mutate('account.requestEmailLink', { email: 'fixed@example.com' })
    await invented.mutate('account.useEmailLink', {
      token: await latestLinkToken('fixed@example.com'),
    })
    expect(invented.cookie).not.toBe(`${COOKIE}=${'A'.repeat(43)}`)
  })

  it('ends after the idle time and at the absolute end', async () => {
    const idle = await signUp('idle@example.com')
    const token = idle.cookie?.split('=')[1] ?? ''
    await site.db.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, hashToken(token)))
    expect((await idle.query('account.me')).body).toBeNull()

    const old = await signUp('old@example.com')
    const oldToken = old.cookie?.split('=')[1] ?? ''
    await site.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(oldToken)))
    expect((await old.query('account.me')).body).toBeNull()
    expect(SESSION_ABSOLUTE_MS).toBeGreaterThan(SESSION_IDLE_MS)
  })

  it('sign out everywhere ends the sessions of every device', async () => {
    const laptop = await signUp('everywhere@example.com')
    const phone = browser()
    await phone.mutate('account.requestEmailLink', { email: 'everywhere@example.com' })
    await phone.mutate('account.useEmailLink', {
      token: await latestLinkToken('everywhere@example.com'),
    })
    expect((await phone.query('account.me')).body).not.toBeNull()
    const result = await laptop.mutate('account.signOutEverywhere')
    expect(result.body).toEqual({ ended: 2 })
    expect((await phone.query('account.me')).body).toBeNull()
    expect((await laptop.query('account.me')).body).toBeNull()
  })
})

describe('CSRF', () => {
  it('refuses a cross-site mutation that carries the session cookie, changing nothing', async () => {
    const member = await signUp('csrf@example.com', 'Before Attack')
    const forged = await member.mutate(
      'account.updateProfile',
      { displayName: 'Pwned', bio: '' },
      { crossSite: true },
    )
    expect(forged.status).toBe(403)
    expect(forged.body).toEqual({
      error: { code: 'FORBIDDEN', message: 'This request must come from the site itself.' },
    })
    const noHeaders = await member.mutate('account.signOutEverywhere', undefined, {
      headers: { 'Sec-Fetch-Site': '', Origin: '' },
    })
    expect(noHeaders.status).toBe(403)
    expect((await member.query('account.me')).body).toMatchObject({ displayName: 'Before Attack' })
  })

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const attacker = browser()
    const forged = await attacker.mutate(
      'account.requestEmailLink',
      { email: 'target@example.com' },
      { crossSite: true },
    )
    expect(forged.status).toBe(403)
  })
})

describe('passkeys', () => {
  const rp = { origin: SITE_ORIGIN, rpId: 'localhost' }

  async function addPasskey(client: BrowserClient) {
    const key = softAuthenticator(rp)
    const options = (await client.mutate('account.passkeyRegistrationOptions')).body as {
      challengeId: string
      options: { challenge: string }
    }
    const added = await client.mutate('account.addPasskey', {
      challengeId: options.challengeId,
      response: key.register(options.options),
      name: 'Laptop',
    })
    expect(added.status).toBe(200)
    return key
  }

  it('a member adds a passkey and signs in with it', async () => {
    const member = await signUp('passkey@example.com', 'Pass Key')
    const key = await addPasskey(member)
    const listed = (await member.query('account.passkeys')).body as { name: string }[]
    expect(listed.map((k) => k.name)).toEqual(['Laptop'])

    const other = browser()
    const options = (await other.mutate('account.passkeySignInOptions')).body as {
      challengeId: string
      options: { challenge: string }
    }
    const signedIn = await other.mutate('account.passkeySignIn', {
      challengeId: options.challengeId,
      response: key.authenticate(options.options),
    })
    expect(signedIn.status).toBe(200)
    expect((await other.query('account.me')).body).toMatchObject({ displayName: 'Pass Key' })
  })

  it('refuses a replayed answer and a reused challenge', async () => {
    const member = await signUp('replay@example.com')
    const key = await addPasskey(member)
    const victim = browser()
    const options = (await victim.mutate('account.passkeySignInOptions')).body as {
      challengeId: string
      options: { challenge: string }
    }
    const answer = key.authenticate(options.options)
    expect(
      (
        await victim.mutate('account.passkeySignIn', {
          challengeId: options.challengeId,
          response: answer,
        })
      ).status,
    ).toBe(200)
    const attacker = browser()
    const replay = await attacker.mutate('account.passkeySignIn', {
      challengeId: options.challengeId,
      response: answer,
    })
    expect(replay.status).toBe(401)
    expect(attacker.cookie).toBeUndefined()
    // A fresh challenge answered with the old signature fails as well.
    const fresh = (await attacker.mutate('account.passkeySignInOptions')).body as {
      challengeId: string
    }
    const stale = await attacker.mutate('account.passkeySignIn', {
      challengeId: fresh.challengeId,
      response: answer,
    })
    expect(stale.status).toBe(401)
    expect(attacker.cookie).toBeUndefined()
  })

  it('refuses an answer made for another origin', async () => {
    const member = await signUp('phished@example.com')
    await addPasskey(member)
    const phishing = softAuthenticator({ origin: 'https://ipaml.example.evil', rpId: 'localhost' })
    const options = (await member.mutate('account.passkeyRegistrationOptions')).body as {
      challengeId: string
      options: { challenge: string }
    }
    const added = await member.mutate('account.addPasskey', {
      challengeId: options.challengeId,
      response: phishing.register(options.options),
    })
    expect(added.status).toBe(400)
    expect(((await member.query('account.passkeys')).body as unknown[]).length).toBe(1)
  })
})

describe('profile, export and deletion', () => {
  it('updates the profile; the forum shows the new name', async () => {
    const member = await signUp('profile@example.com', 'Old Name')
    const updated = await member.mutate('account.updateProfile', {
      displayName: 'New Name',
      bio: 'Runs access reviews.',
    })
    expect(updated.body).toMatchObject({ displayName: 'New Name', initials: 'NN' })
    const [author] = await site.db.db
      .select({ firstName: forumAuthors.firstName })
      .from(forumAuthors)
      .innerJoin(members, eq(members.id, forumAuthors.memberId))
      .where(eq(members.email, 'profile@example.com'))
    expect(author?.firstName).toBe('New Name')
  })

  it('refuses a display name over the limit with a field error', async () => {
    const member = await signUp('long@example.com')
    const result = await member.mutate('account.updateProfile', {
      displayName: 'x'.repeat(61),
      bio: '',
    })
    expect(result.status).toBe(400)
  })

  it('exports the account as JSON and deletes it, keeping posts as Anonymous', async () => {
    const member = await signUp('leaving@example.com', 'Leaving Member')
    const [row] = await site.db.db
      .select({ authorId: forumAuthors.id })
      .from(forumAuthors)
      .innerJoin(members, eq(members.id, forumAuthors.memberId))
      .where(eq(members.email, 'leaving@example.com'))
    const [post] = await site.db.db.select({ id: forumPosts.id }).from(forumPosts).limit(1)
    const [comment] = await site.db.db
      .insert(forumComments)
      .values({
        postId: post?.id ?? 1,
        authorId: row?.authorId ?? null,
        body: 'A reply that stays.',
      })
      .returning({ id: forumComments.id })
    const exported = (await member.query('account.exportData')).body as {
      profile: { email: string }
      comments: { body: string }[]
    }
    expect(exported.profile.email).toBe('leaving@example.com')
    expect(exported.comments.map((c) => c.body)).toEqual(['A reply that stays.'])

    const wrong = await member.mutate('account.deleteAccount', {
      confirmEmail: 'other@example.com',
    })
    expect(wrong.status).toBe(400)
    const deleted = await member.mutate('account.deleteAccount', {
      confirmEmail: 'leaving@example.com',
    })
    expect(deleted.status).toBe(200)
    expect(member.cookie).toBeUndefined()
    const [kept] = await site.db.db
      .select({ body: forumComments.body, authorId: forumComments.authorId })
      .from(forumComments)
      .where(eq(forumComments.id, comment?.id ?? 0))
    expect(kept).toEqual({ body: 'A reply that stays.', authorId: null })
    expect(
      await site.db.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.email, 'leaving@example.com')),
    ).toEqual([])
  })
})
