/** The dev chain as viem's clients want it (chain id 1337); the transport gives the URL. */
export const chain = {
  id: 1337,
  name: "powgate",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [""] } },
} as const;
