// A testimonial as the site shows it: the pure part, shared by the page modules and the store.

export interface TestimonialView {
  id: number;
  name: string;
  city: string;
  rating: number;
  text: string;
  language: string;
}

/** "Ann Peeters" is shown as "Ann P.". */
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
