/// Section 15's rules that are not part of UIKit's walk itself: where a SwiftUI modifier is read.
public enum SwiftUIRules {
    /// SUI-6: why `hosting`'s `statusBarHidden` is not read where it sits, or nil when it is.
    /// Only where it sits decides; the walk reaches only what is on screen (a destination
    /// while top, a tab while selected), and SB-2 leaves sheets out.
    public static func statusBarHiddenIgnored(_ hosting: Controller, in hierarchy: Hierarchy, ios: IOSVersion) -> DeferredMessage? {
        guard let parent = hosting.parent.flatMap({ hierarchy[$0] }), parent.kind == .navigation else { return nil }
        switch parent.swiftUIContainer {
        case .navigationStack:
            return trLater("inside a NavigationStack destination (observed on iOS 16, assumed from 17): apply it around the stack")
        case .navigationView where ios < .iOS15:
            return trLater("inside a NavigationView destination on iOS 13 and 14 (observed on iOS 14.4): apply it around the view")
        default:
            return nil
        }
    }
}
