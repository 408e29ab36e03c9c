import type { ReviewEnergy, ReviewStatus } from '@voltaire/domain';

export interface DemoReview {
  rating: number;
  title: string;
  body: string;
  author: string;
  energy: ReviewEnergy;
  /** Days before the seeding day. */
  daysAgo: number;
  status: ReviewStatus;
  hiddenReason?: string;
  reply?: { body: string; daysAgo: number };
}

const published = (review: Omit<DemoReview, 'status'>): DemoReview => ({ ...review, status: 'published' });

/** Demo customer reviews: 28 published (global note 4,1 / 5), two waiting for moderation, one hidden. */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  published({ rating: 5, title: 'Souscription en dix minutes', body: 'J’ai souscrit en ligne un dimanche soir, tout était clair : le prix, la date de démarrage, le contrat à signer. Aucune coupure lors du changement de fournisseur.', author: 'Martine D.', energy: 'electricity', daysAgo: 3 }),
  published({ rating: 5, title: 'Conseillère au top', body: 'Appel au service clients pour un déménagement : la conseillère a tout pris en charge, la mise en service a eu lieu le lendemain grâce au compteur Linky.', author: 'Karim B.', energy: 'dual', daysAgo: 6 }),
  published({ rating: 4, title: 'Bon rapport qualité-prix', body: 'Prix du kWh un peu en dessous du tarif réglementé, facture lisible. Je mets 4 étoiles car l’espace client pourrait afficher la consommation plus en détail.', author: 'Sophie L.', energy: 'electricity', daysAgo: 9, reply: { body: 'Merci Sophie pour votre retour. Le suivi détaillé de la consommation arrive dans votre espace client au printemps.', daysAgo: 7 } }),
  published({ rating: 5, title: 'Enfin un fournisseur transparent', body: 'Aucun frais caché, le prix affiché est celui facturé. La régularisation annuelle m’a même remboursé 42 €.', author: 'Jean-Pierre M.', energy: 'gas', daysAgo: 12 }),
  published({ rating: 3, title: 'Correct mais délai de réponse long', body: 'Le service est correct mais j’ai attendu une semaine une réponse à mon courriel au sujet de ma mensualité.', author: 'Nadia H.', energy: 'gas', daysAgo: 15, reply: { body: 'Bonjour Nadia, nous sommes désolés pour ce délai. Nous avons renforcé l’équipe qui répond aux courriels : la réponse arrive désormais sous 48 heures ouvrées.', daysAgo: 14 } }),
  published({ rating: 5, title: 'Changement sans souci', body: 'Je redoutais les démarches, il n’y en a eu aucune : l’ancien contrat a été résilié automatiquement.', author: 'Thierry G.', energy: 'electricity', daysAgo: 18 }),
  published({ rating: 4, title: 'Satisfait', body: 'Offre verte à un prix raisonnable. Le site est simple à utiliser, même sur téléphone.', author: 'Camille R.', energy: 'electricity', daysAgo: 22 }),
  published({ rating: 1, title: 'Facture estimée trop élevée', body: 'Ma première facture était basée sur une estimation bien au-dessus de ma consommation réelle.', author: 'Patrick V.', energy: 'electricity', daysAgo: 25, reply: { body: 'Bonjour Patrick, une facture estimée est corrigée au relevé suivant. Vous pouvez aussi nous transmettre votre index depuis votre espace client : nous avons rectifié votre facture et votre échéancier.', daysAgo: 24 } }),
  published({ rating: 5, title: 'Très bonne expérience', body: 'Contrat signé en ligne avec un code reçu par SMS, très pratique. Le gaz et l’électricité sur une seule application.', author: 'Élodie P.', energy: 'dual', daysAgo: 29 }),
  published({ rating: 4, title: 'Bien', body: 'Tarif intéressant pour le chauffage au gaz, prélèvement à la date choisie.', author: 'Mohamed A.', energy: 'gas', daysAgo: 33 }),
  published({ rating: 5, title: 'Je recommande', body: 'Accueil téléphonique aimable, explications claires sur la puissance à souscrire : je suis passé de 9 à 6 kVA et je paie moins.', author: 'Bernard F.', energy: 'electricity', daysAgo: 37 }),
  published({ rating: 2, title: 'Prélèvement en double', body: 'Deux prélèvements le même mois à cause d’une erreur de mandat. Remboursé, mais il a fallu appeler deux fois.', author: 'Isabelle C.', energy: 'electricity', daysAgo: 41, reply: { body: 'Bonjour Isabelle, toutes nos excuses pour ce double prélèvement. Le remboursement a été fait et la cause corrigée.', daysAgo: 40 } }),
  published({ rating: 5, title: 'Parfait', body: 'Rien à redire : prix, service et application.', author: 'Lucas T.', energy: 'electricity', daysAgo: 46 }),
  published({ rating: 4, title: 'Offre claire', body: 'L’offre à prix fixe me rassure pour l’hiver. J’aurais aimé un rappel avant la fin de la période de prix fixe.', author: 'Anne-Sophie B.', energy: 'gas', daysAgo: 52 }),
  published({ rating: 5, title: 'Emménagement facile', body: 'Mise en service dans notre nouvel appartement en cinq jours ouvrés, comme annoncé.', author: 'Hugo et Léa S.', energy: 'dual', daysAgo: 58 }),
  published({ rating: 3, title: 'Moyen', body: 'Le prix est bon mais le tutoriel de facture m’a été plus utile que le service clients pour comprendre la CTA.', author: 'Gérard N.', energy: 'electricity', daysAgo: 63 }),
  published({ rating: 5, title: 'Service réactif', body: 'Réponse à ma réclamation le jour même. Rare chez un fournisseur d’énergie !', author: 'Fatima Z.', energy: 'gas', daysAgo: 69 }),
  published({ rating: 4, title: 'Content du changement', body: 'Économie d’environ 80 € par an par rapport à mon ancien contrat.', author: 'Olivier J.', energy: 'electricity', daysAgo: 74 }),
  published({ rating: 5, title: 'Top', body: 'Inscription rapide, conseiller disponible par téléphone le samedi.', author: 'Chantal E.', energy: 'electricity', daysAgo: 80 }),
  published({ rating: 5, title: 'Clair et honnête', body: 'Le comparatif avec le tarif réglementé est affiché partout : on sait ce qu’on paie.', author: 'Vincent K.', energy: 'electricity', daysAgo: 88 }),
  published({ rating: 4, title: 'Bonne expérience globale', body: 'Démarches simples, quelques jours d’attente pour la confirmation du point de livraison.', author: 'Sandrine W.', energy: 'dual', daysAgo: 95 }),
  published({ rating: 2, title: 'Difficile de joindre quelqu’un', body: 'Vingt minutes d’attente au téléphone un lundi matin.', author: 'Didier O.', energy: 'gas', daysAgo: 103 }),
  published({ rating: 5, title: 'Merci', body: 'Passage au gaz sans engagement, exactement ce que je cherchais.', author: 'Amandine Y.', energy: 'gas', daysAgo: 110 }),
  published({ rating: 5, title: 'Très satisfaite', body: 'Tout s’est fait en ligne, y compris la signature du contrat. Je recommande à mes proches.', author: 'Monique A.', energy: 'electricity', daysAgo: 118 }),
  published({ rating: 4, title: 'Bien dans l’ensemble', body: 'Application pratique pour transmettre mes index.', author: 'Romain D.', energy: 'electricity', daysAgo: 126 }),
  published({ rating: 5, title: 'Excellent', body: 'Prix attractif et conseillers compétents.', author: 'Julie M.', energy: 'dual', daysAgo: 134 }),
  published({ rating: 3, title: 'Peut mieux faire', body: 'Le courriel de confirmation est arrivé dans mes indésirables.', author: 'Stéphane B.', energy: 'electricity', daysAgo: 142 }),
  published({ rating: 4, title: 'Satisfait du service', body: 'Bonne prise en charge lors de mon changement d’offre.', author: 'Christine L.', energy: 'gas', daysAgo: 150 }),
  { rating: 4, title: 'Premier mois', body: 'Tout va bien pour le moment, facture conforme au devis.', author: 'Paul R.', energy: 'electricity', daysAgo: 1, status: 'pending' },
  { rating: 2, title: 'Attente du technicien', body: 'Le rendez-vous de mise en service a été décalé deux fois par le gestionnaire de réseau.', author: 'Aurélie T.', energy: 'electricity', daysAgo: 2, status: 'pending' },
  { rating: 1, title: 'Spam', body: 'Achetez des panneaux solaires pas chers sur notre site !', author: 'Promo S.', energy: 'electricity', daysAgo: 5, status: 'hidden', hiddenReason: 'Publicité sans rapport avec une expérience client' },
];
