/** The public origin the build was made for (APP_URL at build time). */
declare const __APP_URL__: string;
/** The contact e-mail the build was made for (CONTACT_EMAIL at build time). */
declare const __CONTACT_EMAIL__: string;
