/** An address a provider gave, if it looks like one the members table accepts; else null. */
export function cleanEmail(value: string | null | undefined): string | null {
  const email = value?.trim();
  return email && email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? email : null;
}

/** A name a provider gave, trimmed, at most 100 characters; else null (the member completes it in setup). */
export function cleanName(value: string | null | undefined): string | null {
  const name = value?.trim();
  return name && name.length <= 100 ? name : null;
}
