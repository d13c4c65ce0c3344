// The `shop` executable: hands the process's arguments, and the environment variables the
// shop reads, to the composition root as the bytes they are (`ProcessInput`), and exits with the
// code it returns. Everything else lives in ShopCLI, where tests can reach it.
import ShopCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let code = await ShopApp.run(ProcessInput.current())
exit(code)
