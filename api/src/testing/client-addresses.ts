let serial = 0;

/**
 * The header a trusted (loopback) proxy adds for a traveller on an address of their own: sign-ups are counted per
 * client address, so a test making many accounts makes each as a different traveller would.
 */
export function fromNewAddress(): Record<string, string> {
  serial += 1;
  return { 'x-forwarded-for': `198.18.${(serial >> 8) & 255}.${serial & 255}` };
}
