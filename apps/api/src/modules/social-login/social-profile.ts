/** What a provider vouches for about the person signing in. */
export interface SocialProfile {
  provider: 'google' | 'facebook';
  subject: string;
  /** Only an address the provider says is verified. */
  email: string | null;
  name: string | null;
}
