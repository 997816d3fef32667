// Refuse the 1,000 most common passwords (decision 011). The list comes ordered by
// frequency from zxcvbn-ts's common dictionary; loaded on first use.
let common: Set<string> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].slice(0, 1000));
  }
  return common.has(password.toLowerCase());
}
