/**
 * The team's chat (SPEC §2 footer "Contact via a chat link"): where customers customise a plan
 * and redeem points (SPEC §1). The shell allows this origin for external navigation.
 */
export const CONTACT_CHAT_URL = 'https://wa.me/60123456789';
