/** Query keys this feature reads; ["credits"] is shared with the credits card by convention. */
export const CREDITS_KEY = ["credits"] as const;
export const BILLING_KEY = ["billing"] as const;
export const PURCHASES_KEY = ["billing", "purchases"] as const;
