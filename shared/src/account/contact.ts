/**
 * The team's chat (docs/spec.md §2 footer "Contact via a chat link"): where customers customise a plan
 * and redeem points (docs/spec.md §1). The shell allows this origin for external navigation.
 */
export const CONTACT_CHAT_URL = 'https://wa.me/60123456789';
