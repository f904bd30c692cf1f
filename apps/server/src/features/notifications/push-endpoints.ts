import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { allowedOriginOf } from '../../lib/push-origins';

/** The bare host of a URL's hostname: IPv6 literals lose their brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** True for an address that is not ordinary public unicast (loopback, private, link-local…). */
export function isInternalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() !== 'unicast';
}

export interface PushEndpointPolicy {
  /** Why a member may not subscribe this endpoint, or undefined when it is a push service's. */
  problemWith(endpoint: string): string | undefined;
  /** An agent for the send that refuses internal addresses after DNS resolution. */
  agentFor(endpoint: string): RequestFilteringHttpAgent | RequestFilteringHttpsAgent;
}

const REFUSED = 'Send the address your browser’s push service gave you.';

/**
 * Which endpoints we post pushes to: only the configured push services' origins, and never an
 * internal address, even under an allowed name. WHATWG URL parsing first turns the spellings of
 * an address (decimal, octal, hex, IPv4-mapped IPv6) into one, so none slips past. An origin
 * the operator lists as an address literal (a test's local push service) is trusted as such.
 */
export function pushEndpointPolicy(origins: readonly string[]): PushEndpointPolicy {
  const allowed = origins.map((origin) => {
    const parsed = allowedOriginOf(origin);
    if (!parsed) throw new Error(`not a push service origin: ${origin}`);
    return parsed;
  });
  const trustedAddresses = allowed.map((origin) => bareHost(origin.host)).filter((h) => isIP(h));
  const agentOptions = { allowIPAddressList: trustedAddresses, keepAlive: true, maxSockets: 16 };
  const httpsAgent = new RequestFilteringHttpsAgent(agentOptions);
  const httpAgent = new RequestFilteringHttpAgent(agentOptions);

  const matches = (url: URL) =>
    allowed.some(
      (origin) =>
        origin.protocol === url.protocol &&
        origin.port === url.port &&
        (origin.wildcard ? url.hostname.endsWith(`.${origin.host}`) : url.hostname === origin.host),
    );

  return {
    problemWith(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return REFUSED;
      }
      if (url.username || url.password || !matches(url)) return REFUSED;
      const host = bareHost(url.hostname);
      if (isIP(host) && !trustedAddresses.includes(host) && isInternalAddress(host)) {
        return REFUSED;
      }
      return undefined;
    },
    agentFor: (endpoint) => (endpoint.startsWith('https:') ? httpsAgent : httpAgent),
  };
}
