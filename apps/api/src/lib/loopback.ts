// Whether an address or a listening host is this machine only. Development data (the published
// demo passwords, the development mailbox with sign-in codes) is for this machine.
import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** A socket's address: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const version = isIP(plain);
  return version !== 0 && loopback.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/** A HOST to listen on that other machines cannot reach. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}
