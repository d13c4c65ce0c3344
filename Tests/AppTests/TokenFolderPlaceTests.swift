import ShopDomain
import Testing

@testable import ShopCLI

/// Where each platform keeps the terminal's session token, and what the shop advises when it
/// cannot: `XDG_STATE_HOME` (else HOME) on Linux and the BSDs; HOME alone on macOS, which reads
/// no XDG variable, so no sentence there may tell a person to set one.
@Suite("Where the token folder is, per platform")
struct TokenFolderPlaceTests {
  @Test(
    "the folder is placed by the variables the platform reads; unset, empty or relative is none",
    arguments: [
      (TokenFolder.Platform.xdg, ["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/shop"),
      (.xdg, ["XDG_STATE_HOME": "/s/", "HOME": "/h"], "/s/shop"),
      (.xdg, ["XDG_STATE_HOME": "s", "HOME": "/h"], "/h/.local/state/shop"),
      (.xdg, ["XDG_STATE_HOME": "", "HOME": "/h/"], "/h/.local/state/shop"),
      (.xdg, ["XDG_STATE_HOME": "s", "HOME": "h"], nil),
      (.xdg, [:], nil),
      (.macOS, ["XDG_STATE_HOME": "/s", "HOME": "/h"], "/h/Library/Application Support/shop"),
      (.macOS, ["XDG_STATE_HOME": "/s"], nil),
    ] as [(TokenFolder.Platform, [String: String], String?)])
  func place(platform: TokenFolder.Platform, environment: [String: String], path: String?) {
    #expect(TokenFolder(environment: environment, platform: platform).path == path)
  }

  @Test("on macOS no reason or advice names an XDG variable; elsewhere, they name both")
  func advice() {
    for platform in [TokenFolder.Platform.xdg, .macOS] {
      let folder = TokenFolder(environment: [:], platform: platform)
      var sentence = Wording.tokenFolderAdvice(on: platform)
      do throws(StorageError) {
        _ = try folder.opened(creating: false)
        Issue.record("a folder was opened with no variable set")
      } catch {
        sentence = error.reason + ". " + sentence
      }
      #expect(sentence.contains("HOME"), "\(sentence)")
      #expect(sentence.contains("XDG_STATE_HOME") == (platform == .xdg), "\(sentence)")
    }
  }
}
