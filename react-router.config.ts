import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // The whole route manifest comes with the page (it is small), so no request patches the
  // router after hydration: that would also wake the forms deferred until a visitor needs them.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
