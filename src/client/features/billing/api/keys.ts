/** The keys of the billing feature's queries (TanStack's key factory). */
export const billingKeys = {
  all: ['billing'] as const,
  demoSession: (sessionId: string) => [...billingKeys.all, 'demo-checkout', sessionId] as const,
  stripeJs: (publishableKey: string | null) => [...billingKeys.all, 'stripe-js', publishableKey] as const,
};
