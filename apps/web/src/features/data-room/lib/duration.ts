/** Seconds as the activity tab reads them: «menos de 1 s», «45 s», «3 min 20 s», «1 h 5 min». */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s === 0) return 'menos de 1 s';
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) {
    const rest = s % 60;
    return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return restMinutes ? `${hours} h ${restMinutes} min` : `${hours} h`;
}
