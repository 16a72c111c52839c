// The addresses of an account's page and of one dynamic (spec section 2's routes).
export const accountHref = (xyID: number) => `/xyDetail/${xyID}.html`;
export const dynamicHref = (id: number) => `/dynamicDetail/${id}.html`;
