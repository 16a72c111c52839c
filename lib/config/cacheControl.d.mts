export const SHARED_PAGE_CACHE_CONTROL: string;
export const SHARED_PAGE_CDN_CACHE_CONTROL: string;
export const PRIVATE_PAGE_CACHE_CONTROL: string;
export const NOT_FOUND_CDN_CACHE_CONTROL: string;
export const ERROR_CACHE_CONTROL: string;
export const RETRY_AFTER_SECONDS: number;
export const SHARE_CARD_CACHE_CONTROL: string;
export const IMMUTABLE_ASSET_CACHE_CONTROL: string;
