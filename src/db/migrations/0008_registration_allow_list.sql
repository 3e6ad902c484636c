-- Registration now keeps an allow-list of fields (src/server/auth/client-registration.ts). Clients
-- registered before kept whatever they sent, and some of it acts: a backchannel_logout_uri made
-- the server POST to an address of the client's choosing when its user signed out. Clear every
-- field no registration may set any more; what a client needs to work is on the allow-list.
UPDATE "oauth_clients" SET
  "backchannel_logout_uri" = NULL,
  "backchannel_logout_session_required" = NULL,
  "post_logout_redirect_uris" = NULL,
  "jwks" = NULL,
  "jwks_uri" = NULL,
  "uri" = NULL,
  "icon" = NULL,
  "contacts" = NULL,
  "tos" = NULL,
  "policy" = NULL,
  "software_id" = NULL,
  "software_version" = NULL,
  "software_statement" = NULL;
