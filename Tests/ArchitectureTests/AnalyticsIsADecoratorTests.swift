import Foundation
import Testing

/// Analytics is recorded by a decorator of the observer hook, wired at the composition root:
/// no use case and no Store may know it exists. (The other half, that the decorator records what
/// it should, is proven end to end in AppTests.)
@Suite("Analytics stays out of the layers")
struct AnalyticsIsADecoratorTests {
  @Test(
    "no source file of Domain or Presentation mentions analytics",
    arguments: ["Modules/Domain", "Modules/Presentation"])
  func layersDoNotKnowAnalytics(folder: String) {
    let lines = SourceFiles.lines(under: folder)
    #expect(!lines.isEmpty)
    for line in lines where line.text.lowercased().contains("analytic") {
      Issue.record("\(line.place) mentions analytics; record it in the app's decorator instead.")
    }
  }
}
