import SwiftUI
import UIKit

struct SettingsView: View {
    @State private var onboarding = false

    var body: some View {
        NavigationStack {
            Form {
                Button("Show the tour again") { onboarding = true }
            }
            .navigationTitle("Settings")
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

/// Onboarding, shown from UIKit at first launch.
struct OnboardingView: View {
    @State private var video = false

    var body: some View {
        NavigationStack {
            Text("Welcome")
                .fullScreenCover(isPresented: $video) { Text("Intro video") }
        }
    }
}

final class OnboardingHostingController: UIHostingController<OnboardingView> {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class LaunchViewController: UIViewController {
    func showOnboarding() {
        let onboarding = OnboardingHostingController(rootView: OnboardingView())
        onboarding.modalPresentationStyle = .fullScreen
        present(onboarding, animated: true)
    }
}
