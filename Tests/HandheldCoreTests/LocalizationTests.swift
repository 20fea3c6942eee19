import Testing
@testable import HandheldCore

@Suite("Translations (issue 25): C format strings filled in, in any order a language needs")
struct LocalizationTests {
    @Test("%s takes the arguments in turn, %N$s the Nth, %% is a per cent sign")
    func format() {
        #expect(Localization.format("%s in %s files", ["2 warnings", "3"]) == "2 warnings in 3 files")
        #expect(Localization.format("%2$s 个文件中有 %1$s", ["2 条警告", "3"]) == "3 个文件中有 2 条警告")
        #expect(Localization.format("40 %% of %s", ["x"]) == "40 % of x")
        #expect(Localization.format("byte %d, missing %s", ["7"]) == "byte 7, missing ")
        #expect(Localization.format("a lone % stays", []) == "a lone % stays")
    }

    @Test("With no catalog for the language, a message is its English self")
    func english() {
        #expect(tr("PASS") == "PASS")
        #expect(tr("'%s' is not a child of '%s'", "a", "b") == "'a' is not a child of 'b'")
        #expect(trn("%s warning", "%s warnings", 1, 1) == "1 warning")
        #expect(trn("%s warning", "%s warnings", 2, 2) == "2 warnings")
        #expect(tr("") == "")
    }

    @Test("A deferred message keeps its format and arguments and reads as tr would: what the resolver's steps hold (SB-9)")
    func deferred() {
        let later = trLater("'%s' is not a child of '%s'", "a", 2)
        #expect(later.format == "'%s' is not a child of '%s'" && later.arguments == ["a", "2"])
        #expect(later.text == tr("'%s' is not a child of '%s'", "a", 2))
        #expect(later == trLater("'%s' is not a child of '%s'", "a", "2") && later != trLater("'%s' is not a child of '%s'", "b", 2))
        // A literal is never looked up nor filled, even with a per cent sign in it.
        #expect(DeferredMessage(literal: "40 %s").text == "40 %s")
        let step = ExplanationStep("nav", "SB-4", trLater("navigation bar hidden → hands the style to its top controller '%s'", "home"))
        #expect(step.description == "nav: navigation bar hidden → hands the style to its top controller 'home' (SB-4)")
    }
}
