import { describe, expect, it } from "vitest";
import {
  clientAddressGroup,
  pickForwarded,
  trustedProxyHops,
} from "../../../src/server/http/client-address.ts";
import { isSameOriginRequest } from "../../../src/server/auth/same-origin.ts";
import { loadConfig } from "../../../src/server/config.ts";

describe("pickForwarded", () => {
  it("ignores the header when no proxy of ours is in front", () => {
    expect(pickForwarded("203.0.113.1", 0)).toBeUndefined();
  });

  it("takes the entry our own proxies wrote, counted from the right", () => {
    expect(pickForwarded("203.0.113.1", 1)).toBe("203.0.113.1");
    // The client wrote the first entry itself; the proxy appended what it saw.
    expect(pickForwarded("1.2.3.4, 203.0.113.1", 1)).toBe("203.0.113.1");
    expect(pickForwarded("1.2.3.4,5.6.7.8 ,  203.0.113.1, 10.0.0.2", 2)).toBe("203.0.113.1");
    expect(pickForwarded("https, http", 2)).toBe("https");
  });

  it("skips empty entries a client slips in", () => {
    expect(pickForwarded("1.2.3.4,,, 203.0.113.1", 1)).toBe("203.0.113.1");
    expect(pickForwarded(" , ", 1)).toBeUndefined();
    expect(pickForwarded(undefined, 1)).toBeUndefined();
  });

  it("falls back to the leftmost entry when fewer proxies appended than configured", () => {
    expect(pickForwarded("203.0.113.1", 3)).toBe("203.0.113.1");
  });
});

describe("clientAddressGroup", () => {
  it("keeps an IPv4 address as it is, also when written IPv4-mapped", () => {
    expect(clientAddressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressGroup("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("puts every IPv6 address of one /64 (one subscriber's network) in one group, however written", () => {
    const group = clientAddressGroup("2001:db8:1:2::1");
    expect(group).toBe("2001:db8:1:2::/64");
    for (const address of [
      "2001:db8:1:2::ffff",
      "2001:0DB8:0001:0002:abcd:ef01:2345:6789",
      "2001:db8:1:2:0:0:0:5",
      "2001:db8:1:2::10.0.0.1",
      "2001:db8:1:2::9%eth0",
    ])
      expect(clientAddressGroup(address), address).toBe(group);
    expect(clientAddressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressGroup("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressGroup("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("leaves anything that is not an address alone", () => {
    expect(clientAddressGroup("unknown")).toBe("unknown");
  });
});

describe("trustedProxyHops", () => {
  it("counts TRUST_PROXY=true as one hop and lets TRUSTED_PROXY_HOPS say more", () => {
    expect(trustedProxyHops({ TRUST_PROXY: false, TRUSTED_PROXY_HOPS: 0 })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 0 })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY: false, TRUSTED_PROXY_HOPS: 2 })).toBe(2);
    expect(trustedProxyHops({ TRUST_PROXY: true, TRUSTED_PROXY_HOPS: 2 })).toBe(2);
  });

  it("reads TRUSTED_PROXY_HOPS as a whole number from 0, 0 when unset", () => {
    expect(loadConfig({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadConfig({ TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: "one" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("isSameOriginRequest", () => {
  const app = "https://groundtruth.example";
  it("trusts a matching Origin or Sec-Fetch-Site, and refuses any other", () => {
    expect(isSameOriginRequest({ origin: app, cookie: "s=1" }, app)).toBe(true);
    expect(isSameOriginRequest({ secFetchSite: "same-origin", cookie: "s=1" }, app)).toBe(true);
    expect(isSameOriginRequest({ origin: "https://evil.example", cookie: "s=1" }, app)).toBe(false);
    expect(isSameOriginRequest({ origin: app, secFetchSite: "cross-site" }, app)).toBe(false);
    expect(isSameOriginRequest({ secFetchSite: "same-site", cookie: "s=1" }, app)).toBe(false);
  });

  it("lets a request naming no origin through only without cookies", () => {
    expect(isSameOriginRequest({}, app)).toBe(true);
    expect(isSameOriginRequest({ cookie: "s=1" }, app)).toBe(false);
  });
});
