/** RGAA 4.1 criteria, by number (titles shortened from the standard), for the `/accessibilite` page. */
export const RGAA_CRITERION_TITLES: Readonly<Record<string, string>> = {
  '1.1': 'Chaque image porteuse d’information a-t-elle une alternative textuelle ?',
  '1.2': 'Chaque image de décoration est-elle correctement ignorée par les technologies d’assistance ?',
  '1.3':
    'Pour chaque image porteuse d’information ayant une alternative textuelle, cette alternative est-elle pertinente ?',
  '1.4':
    'Pour chaque image utilisée comme CAPTCHA ou comme image-test, l’alternative textuelle permet-elle d’identifier la nature et la fonction de l’image ?',
  '1.5':
    'Pour chaque image utilisée comme CAPTCHA, une solution d’accès alternatif au contenu ou à la fonction du CAPTCHA est-elle présente ?',
  '1.6': 'Chaque image porteuse d’information a-t-elle, si nécessaire, une description détaillée ?',
  '1.7':
    'Pour chaque image porteuse d’information ayant une description détaillée, cette description est-elle pertinente ?',
  '1.8': 'Chaque image texte porteuse d’information est-elle, si possible, remplacée par du texte stylé ?',
  '1.9': 'Chaque légende d’image est-elle, si nécessaire, correctement reliée à l’image correspondante ?',
  '2.1': 'Chaque cadre a-t-il un titre de cadre ?',
  '2.2': 'Pour chaque cadre ayant un titre de cadre, ce titre est-il pertinent ?',
  '3.1': 'L’information n’est-elle jamais donnée uniquement par la couleur ?',
  '3.2': 'Le contraste entre la couleur du texte et celle de son arrière-plan est-il suffisamment élevé ?',
  '3.3':
    'Les couleurs des composants d’interface et des éléments graphiques porteurs d’information sont-elles suffisamment contrastées ?',
  '4.1':
    'Chaque média temporel pré-enregistré a-t-il, si nécessaire, une transcription textuelle ou une audiodescription ?',
  '4.2': 'Ces transcriptions textuelles et audiodescriptions sont-elles pertinentes ?',
  '4.3':
    'Chaque média temporel synchronisé pré-enregistré a-t-il, si nécessaire, des sous-titres synchronisés ?',
  '4.4': 'Ces sous-titres synchronisés sont-ils pertinents ?',
  '4.5': 'Chaque média temporel pré-enregistré a-t-il, si nécessaire, une audiodescription synchronisée ?',
  '4.6': 'Cette audiodescription synchronisée est-elle pertinente ?',
  '4.7': 'Chaque média temporel est-il clairement identifiable ?',
  '4.8': 'Chaque média non temporel a-t-il, si nécessaire, une alternative ?',
  '4.9': 'Cette alternative au média non temporel est-elle pertinente ?',
  '4.10': 'Chaque son déclenché automatiquement est-il contrôlable par l’utilisateur ?',
  '4.11':
    'La consultation de chaque média temporel est-elle contrôlable par le clavier et tout dispositif de pointage ?',
  '4.12':
    'La consultation de chaque média non temporel est-elle contrôlable par le clavier et tout dispositif de pointage ?',
  '4.13': 'Chaque média temporel et non temporel est-il compatible avec les technologies d’assistance ?',
  '5.1': 'Chaque tableau de données complexe a-t-il un résumé ?',
  '5.2': 'Ce résumé de tableau de données complexe est-il pertinent ?',
  '5.3': 'Pour chaque tableau de mise en forme, le contenu linéarisé reste-t-il compréhensible ?',
  '5.4': 'Le titre de chaque tableau de données est-il correctement associé au tableau ?',
  '5.5': 'Le titre de chaque tableau de données est-il pertinent ?',
  '5.6':
    'Les en-têtes de colonnes et de lignes de chaque tableau de données sont-ils correctement déclarés ?',
  '5.7': 'La technique appropriée associe-t-elle chaque cellule de données à ses en-têtes ?',
  '5.8': 'Les tableaux de mise en forme n’utilisent-ils aucun élément propre aux tableaux de données ?',
  '6.1': 'Chaque lien est-il explicite ?',
  '6.2': 'Chaque lien a-t-il un intitulé ?',
  '7.1': 'Chaque script est-il, si nécessaire, compatible avec les technologies d’assistance ?',
  '7.2': 'Pour chaque script ayant une alternative, cette alternative est-elle pertinente ?',
  '7.3': 'Chaque script est-il contrôlable par le clavier et par tout dispositif de pointage ?',
  '7.4':
    'Pour chaque script qui initie un changement de contexte, l’utilisateur est-il averti ou en a-t-il le contrôle ?',
  '7.5': 'Les messages de statut sont-ils correctement restitués par les technologies d’assistance ?',
  '8.1': 'Chaque page web est-elle définie par un type de document ?',
  '8.2': 'Le code source généré est-il valide selon le type de document spécifié ?',
  '8.3': 'La langue par défaut est-elle présente ?',
  '8.4': 'Le code de la langue par défaut est-il pertinent ?',
  '8.5': 'Chaque page web a-t-elle un titre de page ?',
  '8.6': 'Chaque titre de page est-il pertinent ?',
  '8.7': 'Chaque changement de langue est-il indiqué dans le code source ?',
  '8.8': 'Le code de langue de chaque changement de langue est-il valide et pertinent ?',
  '8.9': 'Les balises ne sont-elles jamais utilisées uniquement à des fins de présentation ?',
  '8.10': 'Les changements du sens de lecture sont-ils signalés ?',
  '9.1': 'L’information est-elle structurée par l’utilisation appropriée de titres ?',
  '9.2': 'La structure du document est-elle cohérente ?',
  '9.3': 'Chaque liste est-elle correctement structurée ?',
  '9.4': 'Chaque citation est-elle correctement indiquée ?',
  '10.1': 'Des feuilles de styles sont-elles utilisées pour contrôler la présentation de l’information ?',
  '10.2':
    'Le contenu visible porteur d’information reste-t-il présent lorsque les feuilles de styles sont désactivées ?',
  '10.3': 'L’information reste-t-elle compréhensible lorsque les feuilles de styles sont désactivées ?',
  '10.4':
    'Le texte reste-t-il lisible lorsque la taille des caractères est augmentée jusqu’à 200 %, au moins ?',
  '10.5': 'Les déclarations CSS de couleurs de fond et de police sont-elles correctement utilisées ?',
  '10.6': 'Chaque lien dont la nature n’est pas évidente est-il visible par rapport au texte environnant ?',
  '10.7': 'Pour chaque élément recevant le focus, la prise de focus est-elle visible ?',
  '10.8': 'Les contenus cachés ont-ils vocation à être ignorés par les technologies d’assistance ?',
  '10.9': 'L’information n’est-elle jamais donnée uniquement par la forme, la taille ou la position ?',
  '10.10': 'Cette règle (forme, taille ou position) est-elle implémentée de façon pertinente ?',
  '10.11':
    'Les contenus se présentent-ils sans défilement horizontal à 320 px de large, ni vertical à 256 px de haut ?',
  '10.12':
    'Les propriétés d’espacement du texte peuvent-elles être redéfinies sans perte de contenu ou de fonctionnalité ?',
  '10.13':
    'Les contenus additionnels apparaissant au focus ou au survol sont-ils contrôlables par l’utilisateur ?',
  '10.14':
    'Les contenus additionnels apparaissant via les styles CSS peuvent-ils être rendus visibles au clavier et au pointeur ?',
  '11.1': 'Chaque champ de formulaire a-t-il une étiquette ?',
  '11.2': 'Chaque étiquette associée à un champ de formulaire est-elle pertinente ?',
  '11.3': 'Les étiquettes des champs de même fonction répétés sont-elles cohérentes ?',
  '11.4': 'Chaque étiquette et son champ sont-ils accolés ?',
  '11.5': 'Les champs de même nature sont-ils regroupés, si nécessaire ?',
  '11.6': 'Chaque regroupement de champs de même nature a-t-il une légende ?',
  '11.7': 'Chaque légende de regroupement de champs est-elle pertinente ?',
  '11.8': 'Les items de même nature d’une liste de choix sont-ils regroupés de manière pertinente ?',
  '11.9': 'L’intitulé de chaque bouton est-il pertinent ?',
  '11.10': 'Le contrôle de saisie est-il utilisé de manière pertinente ?',
  '11.11':
    'Le contrôle de saisie est-il accompagné, si nécessaire, de suggestions facilitant la correction des erreurs ?',
  '11.12':
    'Pour un formulaire aux conséquences financières ou juridiques, les données saisies peuvent-elles être modifiées, mises à jour ou récupérées ?',
  '11.13':
    'La finalité d’un champ de saisie peut-elle être déduite pour faciliter le remplissage automatique ?',
  '12.1': 'Chaque ensemble de pages dispose-t-il de deux systèmes de navigation différents, au moins ?',
  '12.2': 'Le menu et les barres de navigation sont-ils toujours à la même place ?',
  '12.3': 'La page « plan du site » est-elle pertinente ?',
  '12.4': 'La page « plan du site » est-elle atteignable de manière identique ?',
  '12.5': 'Le moteur de recherche est-il atteignable de manière identique ?',
  '12.6':
    'Les zones de regroupement de contenus présentes dans plusieurs pages peuvent-elles être atteintes ou évitées ?',
  '12.7': 'Un lien d’évitement ou d’accès rapide à la zone de contenu principal est-il présent ?',
  '12.8': 'L’ordre de tabulation est-il cohérent ?',
  '12.9': 'La navigation ne contient-elle aucun piège au clavier ?',
  '12.10': 'Les raccourcis clavier n’utilisant qu’une seule touche sont-ils contrôlables par l’utilisateur ?',
  '12.11':
    'Les contenus additionnels apparaissant au survol, au focus ou à l’activation sont-ils atteignables au clavier ?',
  '13.1': 'L’utilisateur a-t-il le contrôle de chaque limite de temps modifiant le contenu ?',
  '13.2': 'L’ouverture d’une nouvelle fenêtre n’est-elle jamais déclenchée sans action de l’utilisateur ?',
  '13.3':
    'Chaque document bureautique en téléchargement possède-t-il, si nécessaire, une version accessible ?',
  '13.4': 'Chaque version accessible d’un document bureautique offre-t-elle la même information ?',
  '13.5': 'Chaque contenu cryptique a-t-il une alternative ?',
  '13.6': 'Chaque alternative à un contenu cryptique est-elle pertinente ?',
  '13.7': 'Les changements brusques de luminosité et les effets de flash sont-ils correctement utilisés ?',
  '13.8': 'Chaque contenu en mouvement ou clignotant est-il contrôlable par l’utilisateur ?',
  '13.9': 'Le contenu est-il consultable quelle que soit l’orientation de l’écran ?',
  '13.10': 'Les fonctionnalités utilisables par un geste complexe le sont-elles aussi par un geste simple ?',
  '13.11':
    'Les actions déclenchées par un dispositif de pointage sur un point unique peuvent-elles être annulées ?',
  '13.12':
    'Les fonctionnalités qui impliquent un mouvement de l’appareil peuvent-elles être satisfaites autrement ?',
};
