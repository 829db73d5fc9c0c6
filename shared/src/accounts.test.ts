import { describe, expect, it } from 'vitest';
import { zodIssuesToFields } from './api-error';
import { ZProfilePatch, ZSignUpRequest, identityErrorMessage } from './accounts';
import { ZCreateCheckoutRequest } from './billing';
import { VALIDATION } from './messages';

function fields(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? {} : zodIssuesToFields(result.error!.issues);
}

describe('ZSignUpRequest', () => {
  it('when every field is wrong, then each gets the spec message at once', () => {
    const result = ZSignUpRequest.safeParse({ displayName: '   ', email: '', password: '123', confirmPassword: '124' });
    expect(fields(result)).toEqual({
      displayName: VALIDATION.displayNameRequired,
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordTooShort,
      confirmPassword: VALIDATION.passwordsDoNotMatch,
    });
  });

  it('when valid, then the name is trimmed, the email lower-cased and the opt-in defaults to false', () => {
    const result = ZSignUpRequest.parse({
      displayName: '  Ada ',
      email: ' Ada@Example.COM',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(result).toEqual({
      displayName: 'Ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      marketingOptIn: false,
    });
  });

  it('when the email is malformed, then it says so', () => {
    expect(
      fields(
        ZSignUpRequest.safeParse({ displayName: 'A', email: 'nope', password: 'secret1', confirmPassword: 'secret1' }),
      ),
    ).toEqual({
      email: VALIDATION.emailInvalid,
    });
  });
});

describe('ZProfilePatch', () => {
  it('when a patch tries to set the tier, then it is refused', () => {
    expect(ZProfilePatch.safeParse({ subscriptionTier: 'elite' }).success).toBe(false);
    expect(ZProfilePatch.safeParse({ displayName: 'New', maxSimulations: -1 }).success).toBe(false);
  });

  it('when it changes name and opt-in, then it passes', () => {
    expect(ZProfilePatch.parse({ displayName: ' New ', marketingOptIn: true })).toEqual({
      displayName: 'New',
      marketingOptIn: true,
    });
  });

  it('when it is empty, then it is refused', () => {
    expect(ZProfilePatch.safeParse({}).success).toBe(false);
  });
});

describe('ZCreateCheckoutRequest', () => {
  it('when priceId is missing, then Missing required parameters', () => {
    expect(fields(ZCreateCheckoutRequest.safeParse({}))).toEqual({ priceId: VALIDATION.checkoutMissingParameters });
  });

  it('when starter is bought, then the starter message', () => {
    expect(fields(ZCreateCheckoutRequest.safeParse({ priceId: 'starter' }))).toEqual({
      priceId: VALIDATION.starterNotPurchasable,
    });
  });

  it('when a return URL points to another site, then it is refused', () => {
    for (const cancelUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(ZCreateCheckoutRequest.safeParse({ priceId: 'pro', cancelUrl }).success).toBe(false);
    }
    expect(
      ZCreateCheckoutRequest.parse({ priceId: 'pro', cancelUrl: '/settings?tab=plan', userId: 'someone-else' }),
    ).toEqual({
      priceId: 'pro',
      cancelUrl: '/settings?tab=plan',
    });
  });
});

describe('identityErrorMessage', () => {
  it('when a firebase code comes with the auth/ prefix, then it maps to the friendly message', () => {
    expect(identityErrorMessage('auth/wrong-password', 'x')).toBe('Incorrect password. Please try again.');
    expect(identityErrorMessage('auth/unknown-thing', 'fallback')).toBe('fallback');
  });
});
