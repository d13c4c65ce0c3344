import Foundation
import Testing

/// Sign-in in the interactive session: the same screen leads on by context. Chosen by the person
/// (`sign-in` with no address, or the Sign in choice) it returns home; asked for by checkout it
/// continues to checkout. The Flow decides; the screen does not know which it is.
@Suite("Signing in during a session")
struct SessionSignInTests {
  let shop = ShopProcess()

  @Test(
    "sign-in chosen from the menu shows sign-in, and signing in there shows the catalog",
    arguments: [
      // The sample catalog lists six products, so its seventh choice is Sign in.
      ["sign-in"], ["7"], ["orders", "1"], [CommandLines.typed("cart add", "DAI-001"), "2"],
    ])
  func fromTheMenu(choose: [String]) throws {
    let result = try shop.session(typing: choose + ["ada@example.com", "whoami"])
    #expect(result.status == 0)
    #expect(SessionTests.titles(result.stdout).suffix(3) == ["Sign in", "Catalog", "Catalog"])
    #expect(result.stdout.contains("── Sign in ──\nSign in.\n"))
    #expect(!result.stdout.contains("Sign in to continue to checkout."))
    #expect(result.stdout.contains("Signed in as ada@example.com since"))
  }

  @Test("`back` from sign-in chosen from the menu shows the screen it was chosen on")
  func backFromTheMenu() throws {
    let result = try shop.session(typing: ["orders", "1", "back"])
    #expect(SessionTests.titles(result.stdout).suffix(3) == ["Orders", "Sign in", "Orders"])
  }

  @Test("`sign-in` on the sign-in checkout asked for keeps it: signing in continues checkout")
  func duringCheckout() throws {
    let result = try shop.session(typing: [
      CommandLines.typed("cart add", "DAI-001"), CommandLines.checkoutLine, "sign-in",
      "ada@example.com",
    ])
    #expect(
      SessionTests.titles(result.stdout).suffix(4) == ["Cart", "Sign in", "Sign in", "Checkout"])
    #expect(!result.stdout.contains("── Sign in ──\nSign in.\n"))
  }

  @Test("once somebody is signed in, no screen offers to sign in")
  func signedInNoChoice() throws {
    let result = try shop.session(typing: [
      CommandLines.typed("cart add", "DAI-001"), CommandLines.signInLine("ada@example.com"),
      "orders",
    ])
    let screens = result.stdout.components(separatedBy: "\n── ")
    #expect(screens.first { $0.hasPrefix("Cart") }?.contains(") Sign in") == true)
    #expect(screens.suffix(2).allSatisfy { !$0.contains(") Sign in") })
  }

  @Test(
    "an address refused at the sign-in prompt is said as a command refuses it, and asked again",
    arguments: [
      "ada", "ada@", "@example.com", "ada@example", "ada lovelace@example.com", "a@@b.c",
      "ada@ex\u{E4}mple.com",
    ])
  func refusedEmail(typed: String) throws {
    let result = try shop.session(typing: [
      CommandLines.typed("cart add", "DAI-001"), CommandLines.checkoutLine, typed,
    ])
    #expect(result.status == 0)
    let after = result.stdout.components(separatedBy: "> \(typed)\n").last ?? ""
    let said = after.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    let refusal = try shop.run(["--scenario", "sample"] + CommandLines.signIn(typed))
    #expect(refusal.status == 65)
    let sentence = try #require(refusal.stderr.split(separator: "\n").first)
    #expect(said == sentence + " Type another, or `back`.")
    #expect(SessionTests.titles(result.stdout).suffix(2) == ["Sign in", "Sign in"])
  }
}
