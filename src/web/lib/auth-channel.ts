/** The BroadcastChannel on which tabs tell each other that someone signed in or out. */
export const AUTH_CHANNEL = "groundtruth-auth";
