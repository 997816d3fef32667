// Query keys of the NDA feature, in one place so every mutation invalidates the same things.
// Each key starts with its endpoint (the first element is the URL).

export const ndaKeys = {
  all: ['/api/ndas'] as const,
  mine: () => ['/api/ndas', 'mine'] as const,
  forBusiness: (businessId: string | number) => ['/api/ndas', 'business', String(businessId)] as const,
  evidence: (ndaId: number) => ['/api/ndas', 'evidence', ndaId] as const,
  activeDocument: ['/api/nda-documents/active'] as const,
  audit: ['/api/nda-audit'] as const,
};
