// Query keys of the data room (decisions 172, 174). Each key starts with its endpoint.

export const roomUrl = (businessId: number) => `/api/businesses/${businessId}/data-room`;

export const dataRoomKeys = {
  room: (businessId: number) => [roomUrl(businessId)] as const,
  activity: (businessId: number) => [roomUrl(businessId), 'activity'] as const,
  questions: (businessId: number) => [roomUrl(businessId), 'questions'] as const,
};
