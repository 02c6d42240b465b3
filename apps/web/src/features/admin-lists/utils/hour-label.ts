/** An hour of the day as a saved view's weekly schedule shows it: 09:00 (Hong Kong time). */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
