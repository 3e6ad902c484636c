import { ASSISTANT_CALLBACK } from "../support/recording-oauth-client.ts";
import type { FakeService } from "./fake-server.ts";
import { startFakeService } from "./fake-server.ts";
import { allProducts, productHomepage, productSlug } from "./markets/corpus.ts";
import { stableNumber } from "./content.ts";
import { renderNotFoundPage, renderSitePage } from "./markets/render-site.ts";

/** An assistant vendor's Client ID Metadata Document (ADR 0019), as it would publish it. */
export const ASSISTANT_DOCUMENT_URL = "https://assistant-lab.dev/oauth/client.json";
const ASSISTANT_DOCUMENT = {
  client_id: ASSISTANT_DOCUMENT_URL,
  client_name: "Lab Assistant",
  redirect_uris: [ASSISTANT_CALLBACK],
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  token_endpoint_auth_method: "none",
};

/**
 * The open web's product sites, behind the gateway the engine's page fetcher uses in tests and
 * the demo (SITE_FETCH_GATEWAY_URL): GET /<host>/<path>. Product Hunt's outbound links
 * (/r/<slug>) redirect to the product's homepage, as they do on the real site.
 */
export function startSitesFake(): Promise<FakeService> {
  const products = allProducts().map(({ product }) => product);
  return startFakeService("sites", (request) => {
    const [, host = "", ...rest] = request.path.split("/");
    const path = `/${rest.join("/")}`;
    if (`https://${host}${path}` === ASSISTANT_DOCUMENT_URL) return { json: ASSISTANT_DOCUMENT };
    if (host === "www.producthunt.com" && path.startsWith("/r/")) {
      const product = products.find((candidate) => productSlug(candidate) === path.slice(3));
      const homepage = product ? productHomepage(product) : null;
      return homepage
        ? { status: 302, headers: { location: homepage }, text: "" }
        : { status: 404, contentType: "text/html", text: "<h1>Not found</h1>" };
    }
    const product = products.find(
      (candidate) => candidate.site?.domain === host || `www.${candidate.site?.domain}` === host,
    );
    const html = product ? renderSitePage(product, path) : undefined;
    const notFound = product ? renderNotFoundPage(product) : undefined;
    // Half the sites answer a dead link with 200 and their not-found page ("soft 404"), as many do.
    if (!html && notFound)
      return {
        status: stableNumber(host, 2) === 0 ? 200 : 404,
        contentType: "text/html; charset=utf-8",
        text: notFound,
      };
    return html
      ? { contentType: "text/html; charset=utf-8", text: html }
      : {
          status: 404,
          contentType: "text/html",
          text: "<!doctype html><title>404</title><h1>Page not found</h1>",
        };
  });
}
